/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Add_ServiceInputs */

const en_organiser_add_service = /** @type {(inputs: Organiser_Add_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add service`)
};

const es_organiser_add_service = /** @type {(inputs: Organiser_Add_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar servicio`)
};

const fr_organiser_add_service = /** @type {(inputs: Organiser_Add_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la prestation`)
};

/**
* | output |
* | --- |
* | "Add service" |
*
* @param {Organiser_Add_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_add_service = /** @type {((inputs?: Organiser_Add_ServiceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Add_ServiceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_add_service(inputs)
	if (locale === "fr") return fr_organiser_add_service(inputs)
	return en_organiser_add_service(inputs)
});