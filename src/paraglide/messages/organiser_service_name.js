/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_NameInputs */

const en_organiser_service_name = /** @type {(inputs: Organiser_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name *`)
};

const es_organiser_service_name = /** @type {(inputs: Organiser_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre *`)
};

const fr_organiser_service_name = /** @type {(inputs: Organiser_Service_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom *`)
};

/**
* | output |
* | --- |
* | "Name *" |
*
* @param {Organiser_Service_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_name = /** @type {((inputs?: Organiser_Service_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_name(inputs)
	if (locale === "fr") return fr_organiser_service_name(inputs)
	return en_organiser_service_name(inputs)
});