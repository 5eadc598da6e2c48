/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_PriceInputs */

const en_organiser_service_price = /** @type {(inputs: Organiser_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per person (USD) *`)
};

const es_organiser_service_price = /** @type {(inputs: Organiser_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio por persona (USD) *`)
};

const fr_organiser_service_price = /** @type {(inputs: Organiser_Service_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix par personne (USD) *`)
};

/**
* | output |
* | --- |
* | "Price per person (USD) *" |
*
* @param {Organiser_Service_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_price = /** @type {((inputs?: Organiser_Service_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_price(inputs)
	if (locale === "fr") return fr_organiser_service_price(inputs)
	return en_organiser_service_price(inputs)
});