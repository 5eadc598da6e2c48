/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_TitleInputs */

const en_moderation_in_title = /** @type {(inputs: Moderation_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inboxes`)
};

const es_moderation_in_title = /** @type {(inputs: Moderation_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bandejas de entrada`)
};

const fr_moderation_in_title = /** @type {(inputs: Moderation_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boîtes de réception`)
};

/**
* | output |
* | --- |
* | "Inboxes" |
*
* @param {Moderation_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_title = /** @type {((inputs?: Moderation_In_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_title(inputs)
	if (locale === "fr") return fr_moderation_in_title(inputs)
	return en_moderation_in_title(inputs)
});