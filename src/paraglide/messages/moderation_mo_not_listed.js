/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Not_ListedInputs */

const en_moderation_mo_not_listed = /** @type {(inputs: Moderation_Mo_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed yet`)
};

const es_moderation_mo_not_listed = /** @type {(inputs: Moderation_Mo_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin publicar`)
};

const fr_moderation_mo_not_listed = /** @type {(inputs: Moderation_Mo_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore en ligne`)
};

/**
* | output |
* | --- |
* | "Not listed yet" |
*
* @param {Moderation_Mo_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_not_listed = /** @type {((inputs?: Moderation_Mo_Not_ListedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Not_ListedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_not_listed(inputs)
	if (locale === "fr") return fr_moderation_mo_not_listed(inputs)
	return en_moderation_mo_not_listed(inputs)
});