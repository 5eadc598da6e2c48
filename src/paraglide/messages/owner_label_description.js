/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_DescriptionInputs */

const en_owner_label_description = /** @type {(inputs: Owner_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_owner_label_description = /** @type {(inputs: Owner_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción`)
};

const fr_owner_label_description = /** @type {(inputs: Owner_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La présentation`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Owner_Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_description = /** @type {((inputs?: Owner_Label_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_description(inputs)
	if (locale === "fr") return fr_owner_label_description(inputs)
	return en_owner_label_description(inputs)
});