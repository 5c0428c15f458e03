/** Hungarian: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `A visszaadott sorok legnagyobb száma (alapértelmezés: ${rows}).`;

export const hu = {
  'group.Visibility': 'Láthatóság',
  'group.Keyword database': 'Kulcsszó-adatbázis',
  'group.Monitoring': 'Rangsorkövetés',
  'group.SERP': 'SERP',
  'group.Account': 'Fiók',
  'param.country_id':
    'A piac azonosítója (1 Lengyelország, 50 Csehország, 164 Szlovákia, 200 Lengyelország, 2.0-s adatbázis; lásd SEO_COUNTRIES). Alapértelmezés: a dokumentum beállítása.',
  'param.fetch_mode':
    'Hogyan olvassa a domaint: "topLevelDomain" (teljes domain, alapértelmezés), "subdomain" (pl. blog.example.pl), "catalog" vagy "url".',
  'param.header': 'TRUE (alapértelmezés): a táblázat fejléc sorral kezdődik; FALSE: fejléc nélkül.',
  'param.refresh':
    'Bármely cella, pl. a frissítési bélyeg: új érték esetén friss adatot kér le a gyorsítótár helyett.',
  'param.domain': 'Domain vagy host, pl. "example.pl".',
  'param.keyword': 'Kulcsszó, pl. "futócipő".',
  'param.date_min': 'Első nap: dátum vagy ÉÉÉÉ-HH-NN.',
  'param.date_max': 'Utolsó nap: dátum vagy ÉÉÉÉ-HH-NN (alapértelmezés: ma).',
  'param.project_id': 'A rangsorkövetési projekt azonosítója (lásd SEO_RT_PROJECTS).',
  'param.group_id': 'Csak ez a csoport.',
  'SEO_VISIBILITY.summary':
    'Domainstatisztika, domainenként egy sor: láthatóság, TOP3/TOP10/TOP50 kulcsszavak, rangsor, Ads-egyenérték, AI Overview kulcsszavak és hivatkozások, valamint a kategória, amelybe a szolgáltatás a domaint sorolja, és a domain helyezése benne.',
  'SEO_VISIBILITY.returns':
    'Táblázat fejléc sorral és minden megadott domainhez egy sorral, a megadás sorrendjében.',
  'SEO_VISIBILITY.columnsNote':
    'Ha a columns meg van adva, a domain után az abban megnevezett adatok jönnek; a Tipp oszlop marad az utolsó.',
  'SEO_VISIBILITY.domains': 'Egy domain vagy domainek tartománya, pl. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Nem kötelező: a domain után megjelenítendő adatok, pl. "visibility, top10, domain_rank" (nevek vagy fejlécfeliratok; cellatartomány is lehet). Alapértelmezés: az irányítópult adatai, a kategória és a kategórián belüli helyezés (az oszlopok lent), ugyanazok, bárhogy kéri le őket; az egyedi URL-ek száma a TOP10/TOP50-ben csak megnevezve (ezeket az URL-eszköz adja). A domain rangsorhelyét és az AI Overview adatait csak a domainenkénti lekérés adja: ha megnevezi őket, a képlet domainenként kér le.',
  'SEO_POSITIONS.summary':
    'Kulcsszavak, amelyekre a domain rangsorol: pozíció, előző pozíció, pozícióváltozás (pozitív: előrelépés), URL, keresési szám, CPC, nehézség, láthatóság, keresési szándék és a találati oldal SERP-elemei.',
  'SEO_POSITIONS.returns': 'A rangsoroló kulcsszavak táblázata.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Opcionális szűrő, pl. "position<=10" vagy "keyword contains cipő"; több feltételt az "and" köt össze (mindnek teljesülnie kell). Műveletek: <, <=, >, >=, = és contains; a nem teljesen értelmezhető szűrőt elutasítja, soha nem küldi el.',
  'SEO_COMPETITORS.summary': 'Domainek, amelyek ugyanazokért a kulcsszavakért versenyeznek a domainnel.',
  'SEO_COMPETITORS.returns': 'A versenytárs domainek táblázata.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary': 'Kulcsszavak, amelyekért a domain több URL-je egymással versenyez.',
  'SEO_CANNIBALIZATION.returns':
    'A kannibalizált kulcsszavak táblázata: minden URL, amely a kulcsszóra rangsorol, a pozíciójával, és az URL, amely az összevetés napján rangsorolt.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Hogyan oszlanak meg a domain rangsoroló kulcsszavai egy jellemző szerint (hossz, keresési trend, keresési szám, nehézség, kulcsszó-paraméterek vagy SERP-elemek): kulcsszavak, láthatóság és aránya, TOP3/TOP10/TOP50 sávonként.',
  'SEO_CHARACTERISTICS.returns': 'Táblázat a jellemző minden sávjához egy sorral.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (alapértelmezés): a szavak száma szerint, 1-től 7-ig és felette; "trends": a keresések éves lefutása szerint (szezonalitás); "searches": a havi keresési szám szerint, minden sáv egy küszöb (10, 20, 50…); "difficulty": a kulcsszó nehézsége szerint, tízes sávokban ("1-10"…); "keyword_params": aszerint, mit nevez meg a kulcsszó a témáján túl (város, márka, ár…); "serp_params": a találati oldal SERP-elemei szerint (térkép, hirdetések, kiemelt részlet…), mindegyik mellett a domain láthatóságával. Ez az utolsó argumentum, a refresh után: a hozzáadása előtt írt képletek jelentése nem változik.',
  'SEO_CONTENT_GAP.summary':
    'Tartalmi rés: kulcsszavak, amelyekre a versenytársak rangsorolnak, a domain viszont nem (vagy "common" módban, amelyekre mind rangsorolnak), keresési számmal, CPC-vel, nehézséggel, kulcsszó-paraméterekkel és minden domain pozíciójával és URL-jével egymás mellett. Új összevetésenként egy eszközegység.',
  'SEO_CONTENT_GAP.returns':
    'Kulcsszavak táblázata keresési szám szerint; minden összevetett domainhez, a domainnel kezdve, egy pozícióoszlop (üres: a TOP100-on kívül) és egy URL-oszlop.',
  'SEO_CONTENT_GAP.columnsNote':
    'Ezután a domainhez, majd sorban minden versenytárshoz a pozíciója és az URL-je, a domainnel a fejlécben.',
  'SEO_CONTENT_GAP.competitors':
    'Legfeljebb 4 versenytárs domain: tartomány vagy szöveg, pl. "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (alapértelmezés): kulcsszavak, amelyekre legalább egy versenytárs rangsorol, a domain nem; "common": kulcsszavak, amelyekre mind rangsorolnak.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'A domain aldomainjei kulcsszószámmal és láthatósággal.',
  'SEO_SUBDOMAINS.returns': 'Az aldomainek táblázata.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'A domain rangsoroló URL-jei láthatósággal, kulcsszószámmal és TOP3/TOP10/TOP50 kulcsszavakkal.',
  'SEO_URLS.returns': 'Az URL-ek táblázata.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Egy kulcsszó napi pozíciótörténete a domainre; SPARKLINE-hoz és diagramokhoz.',
  'SEO_KEYWORD_HISTORY.returns': 'Dátum és pozíció táblázata.',
  'SEO_VISIBILITY_HISTORY.summary':
    'A domain láthatósága időben, minden kulcsszaváé vagy egy szegmensé (márka, márka nélkül, rövid vagy hosszú farok); SPARKLINE-hoz és diagramokhoz.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Táblázat: dátum, láthatóság, TOP3/TOP10/TOP50 kulcsszavak, kulcsszó URL-enként, egyedi URL-ek, Ads-egyenérték és helyezés a rangsorban; a végén megjegyzéssel, ha a pontok más időközzel érkeztek, mint a kért.',
  'SEO_VISIBILITY_HISTORY.interval': '"daily" (napi), "weekly" (heti, alapértelmezés) vagy "monthly" (havi).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (alapértelmezés), "brand" (márkát megnevező kulcsszavak), "my_brand" (a domain saját márkája), "non_brand", "non_own_brand" (minden a saját márkán kívül), "short_tail" (rövid, általános kulcsszavak) vagy "long_tail" (hosszabb, konkrét kulcsszavak). Ez az utolsó argumentum, a refresh után: a hozzáadása előtt írt képletek jelentése nem változik.',
  'SEO_AI_OVERVIEWS.summary':
    'AI Overview-val rendelkező kulcsszavak, amelyekre a domain rangsorol: keresési szám, szándék, hivatkozik-e az AI Overview a domainre és melyik URL-jére, az organikus helyezés és a legjobb hely az AI Overview forrásai között, a vásárlói út szakasza, az AI Overview hossza és a hivatkozott domainek száma. Adat csak a 200-as country_id-hez van.',
  'SEO_AI_OVERVIEWS.returns':
    'Táblázat: kulcsszó, keresési szám, szándék, hivatkozás (TRUE/FALSE) és URL, majd helyezés, helyezés az AI Overview-ban, a vásárlói út szakasza, az AI Overview hossza és a benne lévő domainek.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'A láthatósági index domainjei, amelyek illeszkednek egy szövegrészre.',
  'SEO_SUGGEST_DOMAINS.returns': 'Az illeszkedő domainek táblázata.',
  'SEO_SUGGEST_DOMAINS.text': 'A domainnév része, pl. "emag".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'A piacok és country_id értékeik.',
  'SEO_COUNTRIES.returns': 'Országazonosítók, nevek és kódok táblázata.',
  'SEO_COUNTRIES.scope':
    '"all" (alapértelmezés) minden országra, "visibility" csak a láthatósági elemzés adatbázisaira.',
  'SEO_KEYWORD_STATS.summary':
    'Keresési szám, CPC, 12 havi trend és hogy van-e adat, minden megadott kulcsszóhoz egy sor a megadás sorrendjében; futásonként 500 kulcsszó.',
  'SEO_KEYWORD_STATS.returns':
    'Táblázat minden megadott kulcsszóhoz egy sorral, az ismétlődőket és üreseket is beleértve.',
  'SEO_KEYWORD_STATS.phrases': 'Egy kulcsszó vagy kulcsszavak tartománya, pl. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Kulcsszavakhoz, domainekhez vagy URL-ekhez kapcsolódó kulcsszavak (egy kiindulópont, vagy egy tartomány egyetlen lekérdezésben), statisztikákkal és a találati oldal SERP-elemeivel.',
  'SEO_KEYWORDS.returns':
    'A kulcsszavak táblázata: keresések, CPC, trend és SERP-elemek; tartománynál elöl a kiindulópont, amelyből a kulcsszó származik.',
  'SEO_KEYWORDS.columnsNote':
    'Kiindulópontok tartományánál a táblázat azzal a kiindulóponttal kezdődik, amelyből a kulcsszó származik.',
  'SEO_KEYWORDS.seed':
    'Kulcsszó, domain vagy URL, vagy ezek tartománya, pl. A2:A6: mind egy lekérdezésben megy el (URL-ek: csak country_id 1). Tartománynál a táblázat azzal a kiindulóponttal kezdődik, amelyből az egyes kulcsszavak származnak, ahol a szolgáltatás megadja.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (alapértelmezés), "domain" vagy "url": mi a seed.',
  'SEO_KEYWORD_GROUPS.summary': 'Kulcsszavak szemantikus csoportjai egy kulcsszó körül.',
  'SEO_KEYWORD_GROUPS.returns': 'A csoportok táblázata.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Kérdések, amelyekre az emberek egy kulcsszó körül keresnek.',
  'SEO_QUESTIONS.returns': 'A kérdések táblázata.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Egy kulcsszó kapcsolódó kulcsszavai.',
  'SEO_RELATED.returns': 'A kapcsolódó kulcsszavak táblázata.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'A fiók rangsorkövetési projektjei.',
  'SEO_RT_PROJECTS.returns': 'A projektek táblázata azonosítóikkal.',
  'SEO_RT_GROUPS.summary': 'Egy rangsorkövetési projekt kulcsszócsoportjai.',
  'SEO_RT_GROUPS.returns': 'A csoportok táblázata.',
  'SEO_RT_KEYWORDS.summary': 'Egy projekt követett kulcsszavai, opcionálisan egy csoporté.',
  'SEO_RT_KEYWORDS.returns': 'A követett kulcsszavak táblázata.',
  'SEO_RT_POSITIONS.summary': 'Egy projekt követett kulcsszavainak napi pozíciói.',
  'SEO_RT_POSITIONS.returns':
    'A követett kulcsszavak táblázata: pozíció, előző pozíció, pozícióváltozás (pozitív: előrelépés), URL, keresési szám, CPC, láthatóság, majd naponként egy pozícióoszlop a nappal a fejlécben (üres: a TOP100-on kívül).',
  'SEO_RT_POSITIONS.columnsNote':
    'Ezután a tartomány minden napjára egy pozícióoszlop, a nappal a fejlécben.',
  'SEO_RT_POSITIONS.date_min':
    'Első nap: dátum vagy ÉÉÉÉ-HH-NN (alapértelmezés: a date_max előtti hét, hat nappal korábban).',
  'SEO_RT_SNIPPETS.summary': 'Egy projekt SERP-elemeinek (snippetjeinek) statisztikája.',
  'SEO_RT_SNIPPETS.returns':
    'A snippettípusok táblázata: SERP-lefedettség, kulcsszavak a snippettel és kulcsszavak, ahol a projekt látható benne, mindegyik előző értékkel és változással.',
  'SEO_RT_COMPARE_SERP.summary': 'Egy követett kulcsszó SERP-je több napon, egymás mellett.',
  'SEO_RT_COMPARE_SERP.returns':
    'Táblázat pozíciónként egy sorral: domain és URL dátumonként, a második dátumtól minden domain változása az elsőhöz képest (pozitív: előrelépés).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Ezután minden dátumhoz sorban a domain és az URL ezen a pozíción, a második dátumtól pedig az, hogy hány helyet lépett a domain az elsőhöz képest.',
  'SEO_RT_COMPARE_SERP.keyword': 'A projekt egy követett kulcsszava.',
  'SEO_RT_COMPARE_SERP.dates':
    'Legfeljebb 5 összehasonlítandó dátum: dátumok tartománya vagy szöveg, pl. "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Az 1..position pozíciók összehasonlítása (alapértelmezés: 10).',
  'SEO_SERP.summary':
    'Egy kulcsszó SERP-elemzésének riportja. Ha nincs elemzés, elindítja (egy SERP-egység), és mutatja az állapotát, amíg el nem készül.',
  'SEO_SERP.returns': 'A riport táblázatként, vagy egysoros állapot, amíg az elemzés fut.',
  'SEO_SERP.columnsNote': 'Amíg az elemzés fut, helyette egysoros állapot a feladat azonosítójával.',
  'SEO_SERP.report':
    '"urls" (alapértelmezés), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" vagy "keywords_propositions".',
  'SEO_LIMITS.summary':
    'A fiók összes kvótaszámlálója, az oldalsávval azonos néven: keret, felhasznált, maradék, mikor nullázódik ("18 nap múlva"), mire vonatkozik, és a kulcsa.',
  'SEO_LIMITS.returns': 'Táblázat számlálónként egy sorral.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Hogyan olvassa az egyes domaineket: "topLevelDomain" (teljes domain, alapértelmezés), "subdomain" (hoszt, pl. blog.example.pl) vagy "url" (egyes URL-ek az URL-eszközzel: legfeljebb 500 címenként egy eszközegység, domainrangsor, kategória és AI Overview-adatok nélkül; API-bejelentkezés kell hozzá). Nem "catalog": a szolgáltatás könyvtárra nem ad domainstatisztikát (a SEO_URLS kilistázza az alatta lévő URL-eket, a SEO_POSITIONS a kulcsszavait).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'Minden domain AI Overview-adatai: az AI Overview-val rendelkező kulcsszavak, amelyekre rangsorol, és azok, amelyekben hivatkoznak rá, átlagos helyezése a forrásaik között, AI Overview-nyereségek és -veszteségek, valamint a láthatóság része, amelyet az AI Overviews elvesz tőle. Adat csak a 200-as country_id-hez van.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Táblázat fejlécsorral és minden megadott domainhez egy sorral, a bemenet sorrendjében.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Domain vagy domainek tartománya, pl. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'A domain mellett az AI Overviews-ban hivatkozott domainek: átlagos helyezésük a források között a közös és az összes kulcsszón, a kulcsszavak, amelyeknél mindkettőre hivatkoznak, és azok, amelyeknél csak a domainre vagy csak a versenytársra. Adat csak a 200-as country_id-hez van.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Az AI Overviews-ban versengő domainek táblázata.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
