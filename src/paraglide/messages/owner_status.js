/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_StatusInputs */

const en_owner_status = /** @type {(inputs: Owner_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Status`)
};

const es_owner_status = /** @type {(inputs: Owner_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado del negocio`)
};

const fr_owner_status = /** @type {(inputs: Owner_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business Status" |
*
* @param {Owner_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_status = /** @type {((inputs?: Owner_StatusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_StatusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_status(inputs)
	if (locale === "fr") return fr_owner_status(inputs)
	return en_owner_status(inputs)
});