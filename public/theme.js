// Applies the remembered theme before the first paint, so the page never flashes the other one.
// A classic script that index.html loads in <head>: the content-security policy allows no inline
// script, and a module script would run only after the first paint. src/app/rootRelays.ts keeps
// the attribute in step with the theme machine afterwards.
document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
