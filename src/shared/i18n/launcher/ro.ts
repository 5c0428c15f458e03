/** Romanian: the same keys as English (en.ts), in the words the market's SEO specialists use. */
import type { Catalogue } from '../format';
import type { launcher as en } from './en';

export const launcher = {
  positions:
    'Expresiile pentru care domeniul se poziționează: poziții și schimbarea lor, URL, căutări, CPC, dificultate, vizibilitate, intenția de căutare și elemente SERP.',
  domain_statistics:
    'Vizibilitate, TOP3/10/50, clasament, echivalent Ads, expresii și citări în AI Overview, și categoria domeniului cu locul lui în ea. Pentru un domeniu întreg sau un host, ori pentru un singur URL (prin instrumentul de URL-uri, fără clasament, categorie și date AI Overview); pentru un director serviciul nu le dă.',
  visibility_history:
    'Vizibilitatea, TOP3/10/50 și altele în timp, pentru toate expresiile sau un segment (marcă, fără marcă, coadă scurtă sau lungă), cu un grafic liniar.',
  keyword_history: 'Poziția zilnică a domeniului pentru o expresie, cu un grafic liniar.',
  competitors: 'Domenii care concurează pentru aceleași expresii (fără domeniul însuși).',
  cannibalization:
    'Expresii pentru care concurează mai multe URL-uri ale domeniului, cu URL-ul care se clasa la data comparată.',
  characteristics:
    'Expresii, vizibilitate și TOP3/10/50 după o caracteristică: lungime, tendința căutărilor, căutări, dificultate, parametri ai expresiei sau elemente SERP.',
  position_distribution: 'Câte expresii sunt pe fiecare poziție de la 1 la 50, cu un grafic cu coloane.',
  subdomains: 'Subdomenii cu numărul de expresii și vizibilitatea.',
  urls: 'URL-uri poziționate, cu numărul de expresii, vizibilitatea și TOP3/10/50.',
  ai_overviews:
    'Expresii cu AI Overview pentru care domeniul se clasează: dacă și unde îl citează AI Overview, poziția organică, intenția și etapa parcursului clientului (baza de date 200).',
  keywords:
    'Expresii înrudite cu o expresie, un domeniu sau un URL de pornire: căutări, CPC, trend și elemente SERP.',
  related: 'Expresii înrudite cu o expresie.',
  questions: 'Întrebări pe care oamenii le caută în jurul unei expresii.',
  groups: 'Grupuri semantice de expresii în jurul unei expresii.',
  keyword_statistics:
    'Căutări, CPC, trend și „găsit” pentru o coloană de expresii, rând cu rând, în ordinea introducerii.',
  rt_positions:
    'Poziția, cea anterioară, schimbarea, URL-ul, căutările, CPC-ul și vizibilitatea expresiilor monitorizate ale unui proiect, apoi o coloană pe zi.',
  rt_compare_serp: 'SERP-ul unei expresii monitorizate în mai multe zile, alăturat.',
  rt_compare_days: 'Pozițiile fiecărei expresii monitorizate în două zile, cu schimbarea.',
  serp_report: 'Un raport al analizei SERP a unei expresii; pornește analiza dacă nu există și o așteaptă.',
  top100_results: 'TOP100 pentru fiecare expresie a unui crawl încheiat.',
  urls_crawl_results: 'Titlul, descrierea, titlurile, dimensiunea și linkurile fiecărui URL parcurs.',
  'family.Visibility': 'Vizibilitate',
  'family.Keyword database': 'Baza de expresii',
  'family.Monitoring': 'Monitorizare',
  'family.SERP': 'SERP',
  'family.Crawl': 'Crawl',
  'hint.domain': 'Preluat din celula selectată, dacă aceasta conține un domeniu.',
  'hint.limit': 'Limitat de rândurile pe raport ale planului.',
  'hint.filter': 'ex. position<=10 and keyword contains pantofi; toate condițiile trebuie îndeplinite.',
  'keys.filter': 'Cheile pe care le acceptă filtrul: {keys}.',
  'hint.phrases': 'Preluat din intervalul selectat, ex. Foaie1!A2:A20001.',
  'hint.dates': 'ex. 2026-11-01, 2026-11-15',
  'hint.task_id': 'Din centrul de sarcini.',
  // Fetch modes, AI Overviews, many seeds.
  ai_overviews_statistics:
    'Expresii și citări în AI Overview, poziția medie printre sursele lor, câștiguri și pierderi și vizibilitatea luată de AI Overviews (baza de date 200).',
  ai_overviews_competitors:
    'Domeniile citate alături de domeniu în AI Overviews: poziții medii, expresii comune și cele pe care le are doar unul dintre ele (baza de date 200).',
} as const satisfies Catalogue<typeof en>;
