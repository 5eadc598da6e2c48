/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Offer_PaidInputs */

const en_events_offer_paid = /** @type {(inputs: Events_Offer_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seat opened up and you were first on the waitlist. Confirm it and pay before then, or it passes to the next person in line.`)
};

const es_events_offer_paid = /** @type {(inputs: Events_Offer_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se liberó un lugar y eras el primero en la lista de espera. Confírmalo y paga antes de esa hora o pasará a la siguiente persona.`)
};

const fr_events_offer_paid = /** @type {(inputs: Events_Offer_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une place s’est libérée et vous étiez en tête de la liste d’attente. Confirmez-la et payez avant cette échéance, sinon elle passera à la personne suivante.`)
};

/**
* | output |
* | --- |
* | "A seat opened up and you were first on the waitlist. Confirm it and pay before then, or it passes to the next person in line." |
*
* @param {Events_Offer_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_offer_paid = /** @type {((inputs?: Events_Offer_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Offer_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_offer_paid(inputs)
	if (locale === "fr") return fr_events_offer_paid(inputs)
	return en_events_offer_paid(inputs)
});