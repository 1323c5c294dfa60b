// The bounded caches of the page server (answers, rendered pages, prepared builds) keep their
// newest entries: a Map remembers the order its keys were set in, so the oldest go first.
'use strict';

/**
 * Sets `key` as the newest entry of `map`, then drops the oldest past `max`.
 * @template K, V
 * @param {Map<K, V>} map
 * @param {K} key
 * @param {V} value
 * @param {number} max
 */
function setNewest(map, key, value, max) {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

module.exports = { setNewest };
