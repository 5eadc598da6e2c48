/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Heading_OfferInputs */

const en_events_heading_offer = /** @type {(inputs: Events_Heading_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat is held`)
};

const es_events_heading_offer = /** @type {(inputs: Events_Heading_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lugar está reservado`)
};

const fr_events_heading_offer = /** @type {(inputs: Events_Heading_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place est réservée`)
};

/**
* | output |
* | --- |
* | "Your seat is held" |
*
* @param {Events_Heading_OfferInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_heading_offer = /** @type {((inputs?: Events_Heading_OfferInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Heading_OfferInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_heading_offer(inputs)
	if (locale === "fr") return fr_events_heading_offer(inputs)
	return en_events_heading_offer(inputs)
});