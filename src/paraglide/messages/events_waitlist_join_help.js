/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Waitlist_Join_HelpInputs */

const en_events_waitlist_join_help = /** @type {(inputs: Events_Waitlist_Join_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the waitlist: when a seat frees up, the first in line gets it held for a day and an email.`)
};

const es_events_waitlist_join_help = /** @type {(inputs: Events_Waitlist_Join_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a la lista de espera: cuando se libera un lugar, se le reserva por un día a la primera persona de la fila y se le avisa por correo.`)
};

const fr_events_waitlist_join_help = /** @type {(inputs: Events_Waitlist_Join_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous sur la liste d’attente : quand une place se libère, la première personne de la liste la voit réservée pour un jour et reçoit un e-mail.`)
};

/**
* | output |
* | --- |
* | "Join the waitlist: when a seat frees up, the first in line gets it held for a day and an email." |
*
* @param {Events_Waitlist_Join_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_waitlist_join_help = /** @type {((inputs?: Events_Waitlist_Join_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Waitlist_Join_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_waitlist_join_help(inputs)
	if (locale === "fr") return fr_events_waitlist_join_help(inputs)
	return en_events_waitlist_join_help(inputs)
});