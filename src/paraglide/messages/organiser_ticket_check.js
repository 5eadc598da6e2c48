/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Ticket_CheckInputs */

const en_organiser_ticket_check = /** @type {(inputs: Organiser_Ticket_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket check`)
};

const es_organiser_ticket_check = /** @type {(inputs: Organiser_Ticket_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación de entrada`)
};

const fr_organiser_ticket_check = /** @type {(inputs: Organiser_Ticket_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle du billet`)
};

/**
* | output |
* | --- |
* | "Ticket check" |
*
* @param {Organiser_Ticket_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_ticket_check = /** @type {((inputs?: Organiser_Ticket_CheckInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Ticket_CheckInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_ticket_check(inputs)
	if (locale === "fr") return fr_organiser_ticket_check(inputs)
	return en_organiser_ticket_check(inputs)
});