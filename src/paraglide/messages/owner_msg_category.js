/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_CategoryInputs */

const en_owner_msg_category = /** @type {(inputs: Owner_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category is required`)
};

const es_owner_msg_category = /** @type {(inputs: Owner_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La categoría es obligatoria`)
};

const fr_owner_msg_category = /** @type {(inputs: Owner_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La catégorie est obligatoire`)
};

/**
* | output |
* | --- |
* | "Category is required" |
*
* @param {Owner_Msg_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_category = /** @type {((inputs?: Owner_Msg_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_category(inputs)
	if (locale === "fr") return fr_owner_msg_category(inputs)
	return en_owner_msg_category(inputs)
});