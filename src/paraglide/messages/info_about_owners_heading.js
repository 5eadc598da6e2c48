/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Owners_HeadingInputs */

const en_info_about_owners_heading = /** @type {(inputs: Info_About_Owners_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For business owners`)
};

const es_info_about_owners_heading = /** @type {(inputs: Info_About_Owners_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para dueños de negocios`)
};

const fr_info_about_owners_heading = /** @type {(inputs: Info_About_Owners_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les commerçants`)
};

/**
* | output |
* | --- |
* | "For business owners" |
*
* @param {Info_About_Owners_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_owners_heading = /** @type {((inputs?: Info_About_Owners_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Owners_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_owners_heading(inputs)
	if (locale === "fr") return fr_info_about_owners_heading(inputs)
	return en_info_about_owners_heading(inputs)
});