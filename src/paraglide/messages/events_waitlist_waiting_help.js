/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Waitlist_Waiting_HelpInputs */

const en_events_waitlist_waiting_help = /** @type {(inputs: Events_Waitlist_Waiting_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a seat frees up and you are first in line, we hold it for you for a day and email you.`)
};

const es_events_waitlist_waiting_help = /** @type {(inputs: Events_Waitlist_Waiting_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si se libera un lugar y eres el primero en la fila, te lo reservamos por un día y te avisamos por correo.`)
};

const fr_events_waitlist_waiting_help = /** @type {(inputs: Events_Waitlist_Waiting_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une place se libère et que vous êtes en tête de liste, nous vous la réservons un jour et vous prévenons par e-mail.`)
};

/**
* | output |
* | --- |
* | "If a seat frees up and you are first in line, we hold it for you for a day and email you." |
*
* @param {Events_Waitlist_Waiting_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_waitlist_waiting_help = /** @type {((inputs?: Events_Waitlist_Waiting_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Waitlist_Waiting_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_waitlist_waiting_help(inputs)
	if (locale === "fr") return fr_events_waitlist_waiting_help(inputs)
	return en_events_waitlist_waiting_help(inputs)
});