/** Romanian: the formulas' help, under the keys help/en.ts gives the registry's English. */
import type { Catalogue } from '../format';
import type { en } from './en';

const limit = (rows: number) => `Numărul maxim de rânduri returnate (implicit ${rows}).`;

export const ro = {
  'group.Visibility': 'Vizibilitate',
  'group.Keyword database': 'Baza de cuvinte cheie',
  'group.Monitoring': 'Monitorizare',
  'group.SERP': 'SERP',
  'group.Account': 'Cont',
  'param.country_id':
    'Id-ul pieței (1 Polonia, 50 Cehia, 164 Slovacia, 200 Polonia, baza 2.0; vezi SEO_COUNTRIES). Implicit: setarea documentului.',
  'param.fetch_mode':
    'Cum se citește domeniul: "topLevelDomain" (domeniul întreg, implicit), "subdomain" (pentru blog.example.pl), "catalog" sau "url".',
  'param.header': 'TRUE (implicit): tabelul începe cu un rând de antet; FALSE: fără antet.',
  'param.refresh':
    'Orice celulă, de ex. marcajul de reîmprospătare: o valoare nouă aduce date proaspete în loc de cele din cache.',
  'param.domain': 'Domeniu sau host, de ex. "example.pl".',
  'param.keyword': 'Un cuvânt cheie, de ex. "pantofi de alergare".',
  'param.date_min': 'Prima zi: o dată sau AAAA-LL-ZZ.',
  'param.date_max': 'Ultima zi: o dată sau AAAA-LL-ZZ (implicit azi).',
  'param.project_id': 'Id-ul proiectului de monitorizare a pozițiilor (vezi SEO_RT_PROJECTS).',
  'param.group_id': 'Doar acest grup.',
  'SEO_VISIBILITY.summary':
    'Statistici de domeniu, un rând pe domeniu: vizibilitate, cuvinte cheie în TOP3/TOP10/TOP50, clasament, echivalent Ads, cuvinte cheie și citări în AI Overview, și categoria în care serviciul încadrează domeniul, cu locul lui în ea.',
  'SEO_VISIBILITY.returns':
    'Un tabel cu rând de antet și un rând pentru fiecare domeniu dat, în ordinea de intrare.',
  'SEO_VISIBILITY.columnsNote':
    'Cu columns dat, după domeniu urmează datele numite în el; coloana Sugestie rămâne ultima.',
  'SEO_VISIBILITY.domains': 'Un domeniu sau un interval de domenii, de ex. A2:A50.',
  'SEO_VISIBILITY.columns':
    'Opțional: cifrele afișate după domeniu, de ex. "visibility, top10, domain_rank" (nume sau etichete de antet; merge și un interval de celule). Implicit: cifrele din dashboard, categoria și rangul în categorie (coloanele de mai jos), aceleași oricum ar fi obținute; numărul de URL-uri unice în TOP10/TOP50 doar dacă le numiți (le dă instrumentul URL-uri). Rangul domeniului și datele AI Overview vin doar dintr-o cerere pentru fiecare domeniu: dacă le numiți, formula obține datele pe fiecare domeniu în parte.',
  'SEO_POSITIONS.summary':
    'Cuvintele cheie pentru care domeniul se clasează: poziție, poziția anterioară, schimbarea poziției (pozitivă: urcare), URL, căutări, CPC, dificultate, vizibilitate, intenția de căutare și elementele SERP de pe pagina de rezultate.',
  'SEO_POSITIONS.returns': 'Un tabel cu cuvintele cheie clasate.',
  'SEO_POSITIONS.limit': limit(100),
  'SEO_POSITIONS.filter':
    'Filtru opțional, de ex. "position<=10" sau "keyword contains pantofi"; mai multe condiții unite cu "and" (toate trebuie îndeplinite). Operatori <, <=, >, >=, = și contains; un filtru care nu poate fi citit complet este refuzat, niciodată trimis.',
  'SEO_COMPETITORS.summary': 'Domenii care concurează cu domeniul pentru aceleași cuvinte cheie.',
  'SEO_COMPETITORS.returns': 'Un tabel cu domeniile concurente.',
  'SEO_COMPETITORS.limit': limit(50),
  'SEO_CANNIBALIZATION.summary':
    'Cuvinte cheie pentru care mai multe URL-uri ale domeniului concurează între ele.',
  'SEO_CANNIBALIZATION.returns':
    'Un tabel cu cuvintele cheie canibalizate: fiecare URL care se clasează pentru cuvânt, cu poziția sa, și URL-ul care se clasa la data comparată.',
  'SEO_CANNIBALIZATION.limit': limit(100),
  'SEO_CHARACTERISTICS.summary':
    'Cum se împart cuvintele cheie pentru care domeniul se clasează după o caracteristică (lungime, tendința căutărilor, căutări, dificultate, parametri ai expresiei sau elemente SERP): cuvinte cheie, vizibilitate și ponderea ei, TOP3/TOP10/TOP50 pe fiecare interval.',
  'SEO_CHARACTERISTICS.returns': 'Un tabel cu un rând pe fiecare interval al caracteristicii.',
  'SEO_CHARACTERISTICS.characteristics':
    '"words_count" (implicit): după numărul de cuvinte, de la 1 la 7 și peste; "trends": după evoluția căutărilor în cursul anului (sezonalitate); "searches": după căutările lunare, fiecare interval fiind un prag (10, 20, 50…); "difficulty": după dificultatea cuvântului cheie, în intervale de câte zece ("1-10"…); "keyword_params": după ce numește expresia pe lângă subiect (un oraș, o marcă, un preț…); "serp_params": după elementele SERP de pe pagina de rezultate (hartă, reclame, featured snippet…), cu vizibilitatea domeniului lângă fiecare. Este ultimul argument, după refresh: formulele scrise înainte de adăugarea lui își păstrează sensul.',
  'SEO_CONTENT_GAP.summary':
    'Golul de conținut: cuvintele cheie pentru care concurenții se clasează și domeniul nu (sau, în modul "common", pentru care se clasează toți), cu căutări, CPC, dificultate, parametri ai expresiei și poziția și URL-ul fiecărui domeniu alăturate. O unitate de instrumente pentru o comparație nouă.',
  'SEO_CONTENT_GAP.returns':
    'Un tabel cu cuvinte cheie după căutări; pentru fiecare domeniu comparat, începând cu domeniul însuși, o coloană de poziție (goală: în afara TOP100) și una de URL.',
  'SEO_CONTENT_GAP.columnsNote':
    'Apoi, pentru domeniu și pe rând pentru fiecare concurent, poziția și URL-ul său, cu domeniul în antet.',
  'SEO_CONTENT_GAP.competitors':
    'Până la 4 domenii concurente: un interval sau un text, de ex. "sklep-rowerowy.pl, rowery24.pl".',
  'SEO_CONTENT_GAP.mode':
    '"missing" (implicit): cuvinte cheie pentru care se clasează cel puțin un concurent și domeniul nu; "common": cuvinte cheie pentru care se clasează toți.',
  'SEO_CONTENT_GAP.limit': limit(100),
  'SEO_SUBDOMAINS.summary': 'Subdomeniile domeniului, cu numărul de cuvinte cheie și vizibilitatea lor.',
  'SEO_SUBDOMAINS.returns': 'Un tabel cu subdomenii.',
  'SEO_SUBDOMAINS.limit': limit(100),
  'SEO_URLS.summary':
    'URL-urile domeniului care se clasează, cu vizibilitatea, numărul de cuvinte cheie și cuvintele cheie în TOP3/TOP10/TOP50.',
  'SEO_URLS.returns': 'Un tabel cu URL-uri.',
  'SEO_URLS.limit': limit(100),
  'SEO_KEYWORD_HISTORY.summary':
    'Istoricul zilnic al pozițiilor unui cuvânt cheie pentru domeniu; util în SPARKLINE și grafice.',
  'SEO_KEYWORD_HISTORY.returns': 'Un tabel cu dată și poziție.',
  'SEO_VISIBILITY_HISTORY.summary':
    'Vizibilitatea domeniului în timp, a tuturor cuvintelor cheie sau a unui segment (marcă, fără marcă, coadă scurtă sau lungă); utilă în SPARKLINE și grafice.',
  'SEO_VISIBILITY_HISTORY.returns':
    'Un tabel cu dată, vizibilitate, cuvinte cheie în TOP3/TOP10/TOP50, cuvinte cheie per URL, URL-uri unice, echivalent Ads și locul în clasament; cu o notă la final când punctele au venit la alt interval decât cel cerut.',
  'SEO_VISIBILITY_HISTORY.interval':
    '"daily" (zilnic), "weekly" (săptămânal, implicit) sau "monthly" (lunar).',
  'SEO_VISIBILITY_HISTORY.segment':
    '"all" (implicit), "brand" (expresii care numesc o marcă), "my_brand" (marca proprie a domeniului), "non_brand", "non_own_brand" (tot în afară de marca proprie), "short_tail" (expresii scurte, generale) sau "long_tail" (mai lungi, specifice). Este ultimul argument, după refresh: formulele scrise înainte de adăugarea lui își păstrează sensul.',
  'SEO_AI_OVERVIEWS.summary':
    'Cuvinte cheie cu AI Overview pentru care domeniul se clasează: căutări, intenție, dacă AI Overview citează domeniul și care URL al lui, poziția organică și cel mai bun loc printre sursele AI Overview, etapa parcursului clientului, lungimea AI Overview și câte domenii citează. Date există doar pentru country_id 200.',
  'SEO_AI_OVERVIEWS.returns':
    'Un tabel cu cuvânt cheie, căutări, intenție, citat (TRUE/FALSE) și URL, apoi poziția, poziția în AI Overview, etapa parcursului clientului, lungimea AI Overview și domeniile din el.',
  'SEO_AI_OVERVIEWS.limit': limit(100),
  'SEO_SUGGEST_DOMAINS.summary': 'Domenii din indexul de vizibilitate care se potrivesc unei bucăți de text.',
  'SEO_SUGGEST_DOMAINS.returns': 'Un tabel cu domeniile potrivite.',
  'SEO_SUGGEST_DOMAINS.text': 'O parte din numele domeniului, de ex. "emag".',
  'SEO_SUGGEST_DOMAINS.limit': limit(20),
  'SEO_COUNTRIES.summary': 'Piețele și valorile lor country_id.',
  'SEO_COUNTRIES.returns': 'Un tabel cu id-uri de țări, nume și coduri.',
  'SEO_COUNTRIES.scope':
    '"all" (implicit) pentru toate țările, "visibility" doar pentru bazele analizei de vizibilitate.',
  'SEO_KEYWORD_STATS.summary':
    'Căutări, CPC, trend pe 12 luni și dacă s-au găsit date, un rând pentru fiecare cuvânt cheie dat, în ordinea de intrare; câte 500 de cuvinte cheie pe rulare.',
  'SEO_KEYWORD_STATS.returns':
    'Un tabel cu un rând pentru fiecare cuvânt cheie dat, inclusiv duplicate și celule goale.',
  'SEO_KEYWORD_STATS.phrases': 'Un cuvânt cheie sau un interval de cuvinte cheie, de ex. A2:A2001.',
  'SEO_KEYWORDS.summary':
    'Cuvinte cheie legate de cuvinte cheie, domenii sau URL-uri (unul, sau un interval trimis într-o singură cerere), cu statisticile lor și elementele SERP de pe pagina de rezultate.',
  'SEO_KEYWORDS.returns':
    'Un tabel cu cuvinte cheie: căutări, CPC, tendință și elemente SERP; pentru un interval, întâi punctul de pornire din care provine fiecare.',
  'SEO_KEYWORDS.columnsNote':
    'Pentru un interval de puncte de pornire, tabelul începe cu punctul de pornire din care provine fiecare cuvânt cheie.',
  'SEO_KEYWORDS.seed':
    'Un cuvânt cheie, domeniu sau URL, ori un interval de astfel de valori, de ex. A2:A6: toate pleacă într-o singură cerere (URL-uri: doar country_id 1). Pentru un interval, tabelul începe cu punctul de pornire din care provine fiecare cuvânt cheie, acolo unde serviciul îl indică.',
  'SEO_KEYWORDS.limit': limit(100),
  'SEO_KEYWORDS.mode': '"keyword" (implicit), "domain" sau "url": ce este seed.',
  'SEO_KEYWORD_GROUPS.summary': 'Grupuri semantice de cuvinte cheie în jurul unui cuvânt cheie.',
  'SEO_KEYWORD_GROUPS.returns': 'Un tabel cu grupuri.',
  'SEO_KEYWORD_GROUPS.limit': limit(100),
  'SEO_QUESTIONS.summary': 'Întrebările pe care oamenii le caută în jurul unui cuvânt cheie.',
  'SEO_QUESTIONS.returns': 'Un tabel cu întrebări.',
  'SEO_QUESTIONS.limit': limit(100),
  'SEO_RELATED.summary': 'Cuvinte cheie înrudite cu un cuvânt cheie.',
  'SEO_RELATED.returns': 'Un tabel cu cuvinte cheie înrudite.',
  'SEO_RELATED.limit': limit(100),
  'SEO_RT_PROJECTS.summary': 'Proiectele de monitorizare a pozițiilor din cont.',
  'SEO_RT_PROJECTS.returns': 'Un tabel cu proiecte și id-urile lor.',
  'SEO_RT_GROUPS.summary': 'Grupurile de cuvinte cheie ale unui proiect de monitorizare.',
  'SEO_RT_GROUPS.returns': 'Un tabel cu grupuri.',
  'SEO_RT_KEYWORDS.summary': 'Cuvintele cheie monitorizate ale unui proiect, opțional ale unui grup.',
  'SEO_RT_KEYWORDS.returns': 'Un tabel cu cuvinte cheie monitorizate.',
  'SEO_RT_POSITIONS.summary': 'Pozițiile zilnice ale cuvintelor cheie monitorizate ale unui proiect.',
  'SEO_RT_POSITIONS.returns':
    'Un tabel cu cuvinte cheie monitorizate: poziție, poziția anterioară, schimbarea poziției (pozitivă: urcare), URL, căutări, CPC, vizibilitate, apoi o coloană de poziții pe zi, cu ziua în antet (gol: în afara TOP100).',
  'SEO_RT_POSITIONS.columnsNote':
    'Apoi câte o coloană de poziții pentru fiecare zi din interval, cu ziua în antet.',
  'SEO_RT_POSITIONS.date_min':
    'Prima zi: o dată sau AAAA-LL-ZZ (implicit săptămâna până la date_max: cu șase zile înainte).',
  'SEO_RT_SNIPPETS.summary': 'Statisticile elementelor SERP (snippeturi) ale unui proiect.',
  'SEO_RT_SNIPPETS.returns':
    'Un tabel cu tipuri de snippet: acoperirea SERP, cuvinte cheie cu snippetul și cuvinte cheie unde proiectul e vizibil în el, fiecare cu valoarea anterioară și schimbarea.',
  'SEO_RT_COMPARE_SERP.summary': 'SERP-ul unui cuvânt cheie monitorizat în mai multe zile, alăturat.',
  'SEO_RT_COMPARE_SERP.returns':
    'Un tabel cu un rând pe poziție: domeniu și URL pe dată, iar de la a doua dată schimbarea fiecărui domeniu față de prima (pozitivă: urcare).',
  'SEO_RT_COMPARE_SERP.columnsNote':
    'Apoi, pentru fiecare dată în ordine, domeniul și URL-ul de pe acea poziție și, de la a doua dată, cu câte locuri s-a mutat domeniul față de prima.',
  'SEO_RT_COMPARE_SERP.keyword': 'Un cuvânt cheie monitorizat al proiectului.',
  'SEO_RT_COMPARE_SERP.dates':
    'Până la 5 date de comparat: un interval de date sau text ca "2026-11-01, 2026-11-15".',
  'SEO_RT_COMPARE_SERP.position': 'Compară pozițiile 1..position (implicit 10).',
  'SEO_SERP.summary':
    'Un raport al analizei SERP pentru un cuvânt cheie. Pornește analiza când nu există (o unitate SERP) și îi arată starea până e gata.',
  'SEO_SERP.returns': 'Raportul ca tabel sau o stare pe un rând cât timp analiza rulează.',
  'SEO_SERP.columnsNote': 'Cât timp analiza rulează, în schimb o stare pe un rând cu ID-ul sarcinii.',
  'SEO_SERP.report':
    '"urls" (implicit), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" sau "keywords_propositions".',
  'SEO_LIMITS.summary':
    'Toate contoarele de cotă ale contului, numite ca în bara laterală: limită, folosit, rămas, când se resetează ("în 18 zile"), ce acoperă și cheia lui.',
  'SEO_LIMITS.returns': 'Un tabel cu un rând pe contor.',
  // Fetch modes, AI Overviews, many seeds.
  'SEO_VISIBILITY.fetch_mode':
    'Cum se citește fiecare domeniu: "topLevelDomain" (domeniul întreg, implicit), "subdomain" (un host, de ex. blog.example.pl) sau "url" (URL-uri individuale, prin instrumentul de URL-uri: o unitate de instrumente pentru până la 500, fără rangul domeniului, categorie și date AI Overview; necesită conectare la API). Nu "catalog": serviciul nu dă statistici de domeniu pentru un director (SEO_URLS listează URL-urile din el, SEO_POSITIONS cuvintele lui cheie).',
  'SEO_AI_OVERVIEWS_STATS.summary':
    'Datele AI Overview ale fiecărui domeniu: cuvintele cheie cu AI Overview pentru care se clasează și cele în care este citat, poziția lui medie printre sursele lor, câștigurile și pierderile în AI Overview și partea de vizibilitate pe care i-o iau AI Overviews. Date există doar pentru country_id 200.',
  'SEO_AI_OVERVIEWS_STATS.returns':
    'Un tabel cu un rând de antet și câte un rând pentru fiecare domeniu dat, în ordinea de intrare.',
  'SEO_AI_OVERVIEWS_STATS.domains': 'Un domeniu sau un interval de domenii, de ex. A2:A20.',
  'SEO_AI_OVERVIEWS_COMPETITORS.summary':
    'Domeniile citate alături de domeniu în AI Overviews: poziția lor medie printre surse pe cuvintele cheie comune și pe toate, cuvintele cheie pentru care sunt citate amândouă și cele pentru care e citat doar domeniul sau doar concurentul. Date există doar pentru country_id 200.',
  'SEO_AI_OVERVIEWS_COMPETITORS.returns': 'Un tabel cu domeniile care concurează în AI Overviews.',
  'SEO_AI_OVERVIEWS_COMPETITORS.limit': limit(50),
} as const satisfies Catalogue<typeof en>;
