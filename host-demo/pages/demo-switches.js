// @ts-check
// The article page's demo switches (docs/embedding.md, "Advertising"). A classic script, so it
// runs while the page is parsed, before the loader (a module script) mounts the ads that read
// them.
(function () {
  var params = new URLSearchParams(location.search);
  var ads = document.querySelectorAll('[data-demo-ads]');
  /** An element the page's HTML always has. */
  var element = function (/** @type {string} */ selector) {
    return /** @type {HTMLElement} */ (document.querySelector(selector));
  };
  var fill = params.get('adfill');
  ads.forEach(function (ad) {
    if (fill === 'empty' || fill === 'partial') ad.setAttribute('demo-fill', fill);
    if (params.get('consent') === '0' && ad.localName === 'masthead-interstitial') {
      ad.setAttribute('consent', 'denied');
    }
  });
  var partner = /(?:^|; )mh_partner=/.test(document.cookie);
  var cookieButton = element('[data-demo-partner-cookie]');
  cookieButton.textContent = partner ? 'Clear the partner cookie' : 'Set the partner cookie';
  cookieButton.addEventListener('click', function () {
    document.cookie = partner ? 'mh_partner=; path=/; max-age=0' : 'mh_partner=1; path=/';
    location.reload();
  });
  element('[data-demo-reset-cap]').addEventListener('click', function () {
    localStorage.removeItem('masthead:interstitial:last-shown');
    location.reload();
  });
})();
