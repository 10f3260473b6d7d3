// The article page's demo switches (README, "Advertising"). A classic script, so it runs while
// the page is parsed, before the loader (a module script) mounts the ads that read them.
(function () {
  var params = new URLSearchParams(location.search);
  var ads = document.querySelectorAll('[data-demo-ads]');
  var fill = params.get('adfill');
  for (var i = 0; i < ads.length; i += 1) {
    if (fill === 'empty' || fill === 'partial') ads[i].setAttribute('demo-fill', fill);
    if (params.get('consent') === '0' && ads[i].localName === 'masthead-interstitial') {
      ads[i].setAttribute('consent', 'denied');
    }
  }
  var partner = /(?:^|; )mh_partner=/.test(document.cookie);
  var cookieButton = document.querySelector('[data-demo-partner-cookie]');
  cookieButton.textContent = partner ? 'Clear the partner cookie' : 'Set the partner cookie';
  cookieButton.addEventListener('click', function () {
    document.cookie = partner ? 'mh_partner=; path=/; max-age=0' : 'mh_partner=1; path=/';
    location.reload();
  });
  document.querySelector('[data-demo-reset-cap]').addEventListener('click', function () {
    localStorage.removeItem('masthead:interstitial:last-shown');
    location.reload();
  });
})();
