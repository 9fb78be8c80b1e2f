// The phone page: join a seat, then show that seat's snapshot and send its choices.
// Plain JavaScript, no build step, nothing from the internet. The table sends only this seat's view.
"use strict";

const SECRET_KEY = "fishgames.secret";
const LANG_KEY = "fishgames.lang";
const $ = (id) => document.getElementById(id);
let texts = { de: {}, en: {}, table: "de" };
let lang = "";
let socket = null;
let state = null;
let path = [];          // the steps chosen so far towards one action
let given = 0;          // how many of them were the only choice there (taken for the player; Back stops above)
let tip = null;         // the coach's Pro tip for these choices ({action, title, reason}), once asked for
let asking = false;     // the pro is thinking
let sentAt = null;      // state.moves when a move was sent: the choices stay off until it grows or a reason comes
let retry = 500;        // ms before the next reconnect (grows to 5 s)
let retryTimer = null;
let pongDue = null;     // a ping asked the table whether this socket still lives; no pong in time: a new one
const PONG_WAIT = 3000;
let ended = false;
let hadSecret = false;

function tr(key) { return (texts[lang] || {})[key] || (texts.en || {})[key] || key; }

function pickLanguage() {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved === "de" || saved === "en") return saved;
  const phone = (navigator.language || "").slice(0, 2).toLowerCase();
  return phone === "de" || phone === "en" ? phone : texts.table;
}

function applyTexts() {
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-text]").forEach((el) => { el.textContent = tr(el.dataset.text); });
  $("lang").textContent = tr("language");
  if (!state) $("title").textContent = tr("title");
}

function toast(text) {
  let el = $("toast");
  if (!el) { el = document.createElement("div"); el.id = "toast"; el.setAttribute("role", "alert"); document.body.append(el); }
  el.textContent = text;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => el.remove(), 4000);
}

function banner(text) { $("banner").textContent = text || ""; $("banner").hidden = !text; }

function density() { return Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1))); }

function picture(item) {
  if (!item.art) return null;
  const img = document.createElement("img");
  img.src = `/art/${item.art}.png?d=${density()}`;
  img.alt = item.text;
  if (item.size) { img.width = item.size[0]; img.height = item.size[1]; }   // its room while it loads
  return img;
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.onopen = () => {
    retry = 500;
    banner("");
    const secret = localStorage.getItem(SECRET_KEY);
    hadSecret = Boolean(secret);
    if (secret) send({ type: "hello", secret, lang });
    else showJoin();
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    if (ended) return;
    banner(tr("offline"));
    clearTimeout(pongDue);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retry);
    retry = Math.min(5000, retry * 2);
  };
}

// The phone is back (screen on again, Wi-Fi again, the page restored): its seat at once, not after the
// back-off; a socket that looks open may have died while the phone slept, so the table is asked first.
function wake() {
  if (ended || document.hidden) return;
  if (!socket || socket.readyState >= WebSocket.CLOSING) {
    clearTimeout(retryTimer);
    retry = 500;
    connect();
  } else if (socket.readyState === WebSocket.OPEN && send({ type: "ping" })) {
    clearTimeout(pongDue);
    const asked = socket;
    pongDue = setTimeout(() => {
      if (socket !== asked) return;
      asked.onclose = null;   // given up on: its late close must not start another
      asked.onmessage = null;
      asked.close();
      connect();
    }, PONG_WAIT);
  }
}

function receive(message) {
  if (message.type === "joined") {
    localStorage.setItem(SECRET_KEY, message.secret);
    if ($("toast")) $("toast").remove();   // what went wrong before the join is over
    $("join").hidden = true;
    $("game").hidden = false;
  } else if (message.type === "state") {
    const choices = (s) => s.choices.map((c) => c.action).join("|");
    const moved = !state || choices(state) !== choices(message);   // someone else moved: a half-made choice stays
    const turnBegins = message.your_turn && !(state && state.your_turn);
    state = message;
    if (sentAt !== null && message.moves > sentAt) sentAt = null;   // the move was taken
    if (moved) { path = []; given = 0; tip = null; asking = false; }
    render();
    if (turnBegins) $("move-row").scrollIntoView({ block: "nearest", behavior: "smooth" });   // the choices in sight
  } else if (message.type === "tip") {
    if (state && message.version <= state.version) { tip = message; asking = false; render(); }
  } else if (message.type === "refused") {
    path = [];
    given = 0;
    asking = false;
    sentAt = null;
    render();
    if (!(state && state.over)) toast(message.reason);   // a tap that raced the game's end: nothing to choose again
  } else if (message.type === "error") {
    // The seat this phone had is gone (its game over, or played at the table now): join anew.  Come by a join
    // link (a new game's QR code, on the same address as the last game), the form says enough: no alarm.
    const stale = message.key === "phones.error.bad_secret" && hadSecret;
    if (stale) {
      localStorage.removeItem(SECRET_KEY);
      hadSecret = false;
      showJoin();
    }
    $("join-button").disabled = false;
    asking = false;
    sentAt = null;
    render();   // the choices come back (a refused or too hasty tap)
    if (!(stale && new URLSearchParams(location.search).get("c"))) toast(message.reason);
  } else if (message.type === "pong") {
    clearTimeout(pongDue);
  } else if (message.type === "ended") {
    ended = true;
    $("ended").hidden = false;
  }
}

function showJoin() {
  $("game").hidden = true;
  $("join").hidden = false;
  const code = new URLSearchParams(location.search).get("c");
  if (code && !$("code").value) $("code").value = code.toUpperCase().slice(0, 4);
}

function options() {
  // The distinct next steps of the actions that start with the steps chosen so far.
  const seen = new Map();
  for (const choice of state.choices) {
    const steps = choice.steps;
    if (steps.length <= path.length) continue;
    if (!path.every((text, i) => steps[i].text === text)) continue;
    const step = steps[path.length];
    if (!seen.has(step.text)) seen.set(step.text, { step, actions: [] });
    seen.get(step.text).actions.push(choice.action);
  }
  return [...seen.values()];
}

function choose(option) {
  if (option.actions.length === 1) {
    // Every move is answered: the next state, or a reason (refused, too fast) that gives the choices back.
    if (!send({ type: "act", secret: localStorage.getItem(SECRET_KEY), action: option.actions[0], version: state.version })) {
      toast(tr("offline"));
      return;
    }
    sentAt = state.moves;   // others' moves meanwhile do not give the choices back (no double tap)
    render();
    return;
  }
  path.push(option.step.text);
  render();
}

function render() {
  if (!state) return;
  $("title").textContent = state.title;
  const turn = $("turn");
  turn.textContent = state.turn;
  turn.className = state.over ? "over" : state.your_turn ? "yours" : "";
  $("hand-title").textContent = state.hand_title;
  $("hand-title").hidden = state.hand.length === 0;   // no empty heading (a Go Fish hand at the end)
  const hand = $("hand");
  hand.classList.toggle("many", state.hand.length > 10);   // a long hand or a whole reef: smaller pictures
  hand.replaceChildren(...state.hand.map((item) => {
    const figure = document.createElement("figure");
    const img = picture(item);
    if (img) {
      figure.append(img);
      figure.title = item.text;
      if (item.caption) { const caption = document.createElement("figcaption"); caption.textContent = item.text; figure.append(caption); }
    }
    else { const word = document.createElement("span"); word.className = "word"; word.textContent = item.text; figure.append(word); }
    return figure;
  }));
  let list = options();
  while (list.length === 1 && list[0].actions.length > 1) {   // one kind of move only: straight to its choices
    path.push(list[0].step.text);
    given = Math.max(given, path.length);
    list = options();
  }
  $("choices-title").hidden = list.length === 0;
  const tipButton = $("tip-button");
  tipButton.hidden = !(state.tip && state.your_turn);
  tipButton.disabled = asking || tip !== null;
  tipButton.textContent = tr(asking ? "thinking" : "tip");
  $("tip").hidden = !tip || !state.your_turn;
  if (tip) { $("tip-title").textContent = tip.title; $("tip-reason").textContent = tip.reason; }
  placeTip();
  $("path").hidden = path.length === 0;
  $("back").hidden = path.length <= given;
  $("path-text").textContent = path.join(" › ");
  $("choices").replaceChildren(...list.map((option) => {
    const button = document.createElement("button");
    button.type = "button";
    const img = picture(option.step);
    if (img) button.append(img);
    const label = document.createElement("span");
    label.textContent = option.step.text;
    button.append(label);
    button.dataset.action = option.actions.length === 1 ? option.actions[0] : "";
    if (sentAt !== null) { button.disabled = true; button.classList.add("sent"); }
    if (tip && option.actions.includes(tip.action)) { button.classList.add("tipped"); button.title = tr("tipped"); }
    button.addEventListener("click", () => choose(option));
    return button;
  }));
  // nothing left in your column (a hand played out, no move to make): the table's column takes the width
  const empty = state.hand.length === 0 && list.length === 0 && !tip;
  $("mine").hidden = empty;
  document.querySelector(".columns").classList.toggle("single", empty);
  $("players").replaceChildren(...state.players.map((player) => {
    const li = document.createElement("li");
    li.className = (player.acting ? "acting " : "") + (player.you ? "you" : "");
    const name = document.createElement("span");
    name.textContent = player.name;
    if (player.away) { const away = document.createElement("span"); away.className = "away"; away.textContent = tr("away"); name.append(away); }
    const score = document.createElement("span");
    score.textContent = player.score === null || player.score === undefined ? "" : String(player.score);
    li.append(name, score);
    return li;
  }));
  const log = $("log");
  log.replaceChildren(...state.log.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
  log.scrollTop = log.scrollHeight;
}

// A phone on its side has little height: the Pro tip's words above the choices pushed them below the fold.
// There the words go to the top of the table's column beside them, or (one column) under the choices.
const SHORT = matchMedia("(max-height: 500px)");
const SIDE_BY_SIDE = matchMedia("(orientation: landscape) and (min-width: 600px)");

function placeTip() {
  const words = $("tip");
  if (SHORT.matches && SIDE_BY_SIDE.matches) {
    if ($("table-side").firstElementChild !== words) $("table-side").prepend(words);
  } else if (SHORT.matches) {
    if ($("choices").nextElementSibling !== words) $("choices").after(words);
  } else if ($("path").previousElementSibling !== words) {
    $("path").before(words);
  }
}

async function start() {
  try { texts = await (await fetch("/texts.json")).json(); } catch (e) { /* the keys show instead */ }
  lang = pickLanguage();
  applyTexts();
  $("lang").addEventListener("click", () => {
    lang = lang === "de" ? "en" : "de";
    localStorage.setItem(LANG_KEY, lang);
    applyTexts();
    const secret = localStorage.getItem(SECRET_KEY);
    if (secret) send({ type: "hello", secret, lang });   // the table speaks the new language from now on
  });
  $("back").addEventListener("click", () => { path.pop(); render(); });
  $("tip-button").addEventListener("click", () => {
    if (!state || asking) return;
    asking = send({ type: "tip", secret: localStorage.getItem(SECRET_KEY), version: state.version });
    render();
  });
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    $("join-button").disabled = true;
    setTimeout(() => { $("join-button").disabled = false; }, 1500);
    send({ type: "join", code: $("code").value.trim().toUpperCase(), name: $("name").value.trim(), lang });
  });
  document.addEventListener("visibilitychange", wake);
  addEventListener("online", wake);
  addEventListener("pageshow", (event) => { if (event.persisted) wake(); });
  for (const query of [SHORT, SIDE_BY_SIDE]) {   // (the phone turned)
    if (query.addEventListener) query.addEventListener("change", placeTip); else query.addListener(placeTip);
  }
  placeTip();
  connect();
}

start();
