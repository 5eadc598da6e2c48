/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_PagerInputs */

const en_moderation_in_pager = /** @type {(inputs: Moderation_In_PagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const es_moderation_in_pager = /** @type {(inputs: Moderation_In_PagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes`)
};

const fr_moderation_in_pager = /** @type {(inputs: Moderation_In_PagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des messages`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Moderation_In_PagerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_pager = /** @type {((inputs?: Moderation_In_PagerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_PagerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_pager(inputs)
	if (locale === "fr") return fr_moderation_in_pager(inputs)
	return en_moderation_in_pager(inputs)
});