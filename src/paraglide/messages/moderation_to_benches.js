/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_BenchesInputs */

const en_moderation_to_benches = /** @type {(inputs: Moderation_To_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`benches on the way`)
};

const es_moderation_to_benches = /** @type {(inputs: Moderation_To_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bancos en el camino`)
};

const fr_moderation_to_benches = /** @type {(inputs: Moderation_To_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bancs sur le parcours`)
};

/**
* | output |
* | --- |
* | "benches on the way" |
*
* @param {Moderation_To_BenchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_benches = /** @type {((inputs?: Moderation_To_BenchesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_BenchesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_benches(inputs)
	if (locale === "fr") return fr_moderation_to_benches(inputs)
	return en_moderation_to_benches(inputs)
});