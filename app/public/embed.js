/* global window, document, URL, CustomEvent */
/*
 * 引越し比較 — the embedded estimate form's snippet for partner pages.
 *
 *   <iframe src="https://OUR-HOST/embed-mitsumori/?partner=YOUR-ID" title="引越し見積もり"
 *           style="width:100%;height:720px;border:0"></iframe>
 *   <script src="https://OUR-HOST/embed.js" async></script>
 *
 * The form in another language is under its prefix: /en/embed-mitsumori/?partner=YOUR-ID
 * (title="Moving estimates"), /zh/embed-mitsumori/ (title="搬家多家报价"), /vi/embed-mitsumori/
 * (title="Nhận báo giá từ nhiều công ty chuyển nhà").
 *
 * Listens for the form's messages, accepting only those sent from this script's own origin by one
 * of the form's iframes on the page, and:
 * - hikkoshi:resize        sets the iframe's height to the form's content;
 * - hikkoshi:step-changed  scrolls the iframe's top into view when it is above the viewport;
 * - hikkoshi:estimate-sent dispatches a bubbling `hikkoshi:estimate-sent` DOM event on the iframe
 *                          with `detail: { requestId }` (no personal data).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src || window.__hikkoshiEmbed) return;
  window.__hikkoshiEmbed = true;
  var origin = new URL(script.src).origin;
  // The form in each language (domain/i18n/profiles.ts: Japanese at the site's paths, the others under their prefix).
  var formPaths = ['', '/en', '/zh', '/vi'].map(function (prefix) {
    return origin + prefix + '/embed-mitsumori/';
  });

  function isForm(src) {
    for (var i = 0; i < formPaths.length; i++) if (src.indexOf(formPaths[i]) === 0) return true;
    return false;
  }

  function frameOf(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source && isForm(frames[i].src)) return frames[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    var frame = data && typeof data.type === 'string' ? frameOf(event.source) : null;
    if (!frame) return;
    if (data.type === 'hikkoshi:resize' && typeof data.height === 'number' && data.height > 0 && data.height < 100000) {
      frame.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'hikkoshi:step-changed') {
      if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
    } else if (data.type === 'hikkoshi:estimate-sent' && typeof data.requestId === 'string') {
      frame.dispatchEvent(new CustomEvent('hikkoshi:estimate-sent', { bubbles: true, detail: { requestId: data.requestId } }));
    }
  });
})();
