/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Name_RequiredInputs */

const en_owner_name_required = /** @type {(inputs: Owner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name *`)
};

const es_owner_name_required = /** @type {(inputs: Owner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del negocio *`)
};

const fr_owner_name_required = /** @type {(inputs: Owner_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’établissement *`)
};

/**
* | output |
* | --- |
* | "Business name *" |
*
* @param {Owner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_name_required = /** @type {((inputs?: Owner_Name_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Name_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_name_required(inputs)
	if (locale === "fr") return fr_owner_name_required(inputs)
	return en_owner_name_required(inputs)
});