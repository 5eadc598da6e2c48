/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_Business_NameInputs */

const en_owner_label_business_name = /** @type {(inputs: Owner_Label_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name`)
};

const es_owner_label_business_name = /** @type {(inputs: Owner_Label_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del negocio`)
};

const fr_owner_label_business_name = /** @type {(inputs: Owner_Label_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business name" |
*
* @param {Owner_Label_Business_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_business_name = /** @type {((inputs?: Owner_Label_Business_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_Business_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_business_name(inputs)
	if (locale === "fr") return fr_owner_label_business_name(inputs)
	return en_owner_label_business_name(inputs)
});