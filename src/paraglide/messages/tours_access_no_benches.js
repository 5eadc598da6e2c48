/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_No_BenchesInputs */

const en_tours_access_no_benches = /** @type {(inputs: Tours_Access_No_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Few or no benches`)
};

const es_tours_access_no_benches = /** @type {(inputs: Tours_Access_No_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pocos bancos o ninguno`)
};

const fr_tours_access_no_benches = /** @type {(inputs: Tours_Access_No_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peu ou pas de bancs`)
};

/**
* | output |
* | --- |
* | "Few or no benches" |
*
* @param {Tours_Access_No_BenchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_no_benches = /** @type {((inputs?: Tours_Access_No_BenchesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_No_BenchesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_no_benches(inputs)
	if (locale === "fr") return fr_tours_access_no_benches(inputs)
	return en_tours_access_no_benches(inputs)
});