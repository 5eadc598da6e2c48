/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_TitleInputs */

const en_moderation_mo_title = /** @type {(inputs: Moderation_Mo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const es_moderation_mo_title = /** @type {(inputs: Moderation_Mo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderación`)
};

const fr_moderation_mo_title = /** @type {(inputs: Moderation_Mo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Moderation_Mo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_title = /** @type {((inputs?: Moderation_Mo_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_title(inputs)
	if (locale === "fr") return fr_moderation_mo_title(inputs)
	return en_moderation_mo_title(inputs)
});