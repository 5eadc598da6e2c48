/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Moderation_Cms_TitleInputs */

const en_moderation_cms_title = /** @type {(inputs: Moderation_Cms_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role Demo: ${i?.name}`)
};

const es_moderation_cms_title = /** @type {(inputs: Moderation_Cms_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demostración de roles: ${i?.name}`)
};

const fr_moderation_cms_title = /** @type {(inputs: Moderation_Cms_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Démonstration des rôles : ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Role Demo: {name}" |
*
* @param {Moderation_Cms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_title = /** @type {((inputs: Moderation_Cms_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_title(inputs)
	if (locale === "fr") return fr_moderation_cms_title(inputs)
	return en_moderation_cms_title(inputs)
});