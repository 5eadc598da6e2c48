/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_HeadingInputs */

const en_moderation_cms_heading = /** @type {(inputs: Moderation_Cms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles & Permissions`)
};

const es_moderation_cms_heading = /** @type {(inputs: Moderation_Cms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles y permisos`)
};

const fr_moderation_cms_heading = /** @type {(inputs: Moderation_Cms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles et droits`)
};

/**
* | output |
* | --- |
* | "Roles & Permissions" |
*
* @param {Moderation_Cms_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_heading = /** @type {((inputs?: Moderation_Cms_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_heading(inputs)
	if (locale === "fr") return fr_moderation_cms_heading(inputs)
	return en_moderation_cms_heading(inputs)
});