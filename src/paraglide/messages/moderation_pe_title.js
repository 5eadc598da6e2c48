/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_TitleInputs */

const en_moderation_pe_title = /** @type {(inputs: Moderation_Pe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role permissions`)
};

const es_moderation_pe_title = /** @type {(inputs: Moderation_Pe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permisos por rol`)
};

const fr_moderation_pe_title = /** @type {(inputs: Moderation_Pe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droits par rôle`)
};

/**
* | output |
* | --- |
* | "Role permissions" |
*
* @param {Moderation_Pe_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_title = /** @type {((inputs?: Moderation_Pe_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_title(inputs)
	if (locale === "fr") return fr_moderation_pe_title(inputs)
	return en_moderation_pe_title(inputs)
});