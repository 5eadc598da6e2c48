/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_RetireInputs */

const en_moderation_to_retire = /** @type {(inputs: Moderation_To_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retire`)
};

const es_moderation_to_retire = /** @type {(inputs: Moderation_To_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const fr_moderation_to_retire = /** @type {(inputs: Moderation_To_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

/**
* | output |
* | --- |
* | "Retire" |
*
* @param {Moderation_To_RetireInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_retire = /** @type {((inputs?: Moderation_To_RetireInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_RetireInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_retire(inputs)
	if (locale === "fr") return fr_moderation_to_retire(inputs)
	return en_moderation_to_retire(inputs)
});