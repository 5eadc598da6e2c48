/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_ListInputs */

const en_moderation_to_list = /** @type {(inputs: Moderation_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking tours`)
};

const es_moderation_to_list = /** @type {(inputs: Moderation_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de recorridos a pie`)
};

const fr_moderation_to_list = /** @type {(inputs: Moderation_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des visites à pied`)
};

/**
* | output |
* | --- |
* | "Walking tours" |
*
* @param {Moderation_To_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_list = /** @type {((inputs?: Moderation_To_ListInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_ListInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_list(inputs)
	if (locale === "fr") return fr_moderation_to_list(inputs)
	return en_moderation_to_list(inputs)
});