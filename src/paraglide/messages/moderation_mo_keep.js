/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_KeepInputs */

const en_moderation_mo_keep = /** @type {(inputs: Moderation_Mo_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep`)
};

const es_moderation_mo_keep = /** @type {(inputs: Moderation_Mo_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar`)
};

const fr_moderation_mo_keep = /** @type {(inputs: Moderation_Mo_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conserver`)
};

/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Moderation_Mo_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_keep = /** @type {((inputs?: Moderation_Mo_KeepInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_KeepInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_keep(inputs)
	if (locale === "fr") return fr_moderation_mo_keep(inputs)
	return en_moderation_mo_keep(inputs)
});