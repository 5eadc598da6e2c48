/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_BenchesInputs */

const en_tours_access_benches = /** @type {(inputs: Tours_Access_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benches along the way`)
};

const es_tours_access_benches = /** @type {(inputs: Tours_Access_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bancos a lo largo del camino`)
};

const fr_tours_access_benches = /** @type {(inputs: Tours_Access_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des bancs le long du parcours`)
};

/**
* | output |
* | --- |
* | "Benches along the way" |
*
* @param {Tours_Access_BenchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_benches = /** @type {((inputs?: Tours_Access_BenchesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_BenchesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_benches(inputs)
	if (locale === "fr") return fr_tours_access_benches(inputs)
	return en_tours_access_benches(inputs)
});