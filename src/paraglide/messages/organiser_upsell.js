/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_UpsellInputs */

const en_organiser_upsell = /** @type {(inputs: Organiser_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event management is part of a premium listing: post events, take registrations and bookings, and see who is coming.`)
};

const es_organiser_upsell = /** @type {(inputs: Organiser_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gestión de eventos forma parte de un listado Premium: publica eventos, recibe inscripciones y reservas, y mira quién viene.`)
};

const fr_organiser_upsell = /** @type {(inputs: Organiser_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gestion des événements fait partie d’une fiche Premium : publiez des événements, recevez inscriptions et réservations, et voyez qui vient.`)
};

/**
* | output |
* | --- |
* | "Event management is part of a premium listing: post events, take registrations and bookings, and see who is coming." |
*
* @param {Organiser_UpsellInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_upsell = /** @type {((inputs?: Organiser_UpsellInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_UpsellInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_upsell(inputs)
	if (locale === "fr") return fr_organiser_upsell(inputs)
	return en_organiser_upsell(inputs)
});