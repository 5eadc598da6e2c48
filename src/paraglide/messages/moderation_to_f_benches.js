/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_BenchesInputs */

const en_moderation_to_f_benches = /** @type {(inputs: Moderation_To_F_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benches on the way`)
};

const es_moderation_to_f_benches = /** @type {(inputs: Moderation_To_F_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bancos en el camino`)
};

const fr_moderation_to_f_benches = /** @type {(inputs: Moderation_To_F_BenchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bancs sur le parcours`)
};

/**
* | output |
* | --- |
* | "Benches on the way" |
*
* @param {Moderation_To_F_BenchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_benches = /** @type {((inputs?: Moderation_To_F_BenchesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_BenchesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_benches(inputs)
	if (locale === "fr") return fr_moderation_to_f_benches(inputs)
	return en_moderation_to_f_benches(inputs)
});