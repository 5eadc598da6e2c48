/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Type_BusinessInputs */

const en_events_type_business = /** @type {(inputs: Events_Type_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business events`)
};

const es_events_type_business = /** @type {(inputs: Events_Type_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de negocios`)
};

const fr_events_type_business = /** @type {(inputs: Events_Type_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements des commerces`)
};

/**
* | output |
* | --- |
* | "Business events" |
*
* @param {Events_Type_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_type_business = /** @type {((inputs?: Events_Type_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Type_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_type_business(inputs)
	if (locale === "fr") return fr_events_type_business(inputs)
	return en_events_type_business(inputs)
});