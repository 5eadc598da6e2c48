/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Label_Service_NameInputs */

const en_organiser_label_service_name = /** @type {(inputs: Organiser_Label_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service name`)
};

const es_organiser_label_service_name = /** @type {(inputs: Organiser_Label_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del servicio`)
};

const fr_organiser_label_service_name = /** @type {(inputs: Organiser_Label_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la prestation`)
};

/**
* | output |
* | --- |
* | "Service name" |
*
* @param {Organiser_Label_Service_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_label_service_name = /** @type {((inputs?: Organiser_Label_Service_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Label_Service_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_label_service_name(inputs)
	if (locale === "fr") return fr_organiser_label_service_name(inputs)
	return en_organiser_label_service_name(inputs)
});