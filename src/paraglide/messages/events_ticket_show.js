/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_ShowInputs */

const en_events_ticket_show = /** @type {(inputs: Events_Ticket_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this QR code at the door. It works from a screenshot or the email too.`)
};

const es_events_ticket_show = /** @type {(inputs: Events_Ticket_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muestra este código QR en la entrada. También sirve una captura de pantalla o el correo.`)
};

const fr_events_ticket_show = /** @type {(inputs: Events_Ticket_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présentez ce QR code à l’entrée. Une capture d’écran ou l’e-mail conviennent aussi.`)
};

/**
* | output |
* | --- |
* | "Show this QR code at the door. It works from a screenshot or the email too." |
*
* @param {Events_Ticket_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_show = /** @type {((inputs?: Events_Ticket_ShowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_ShowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_show(inputs)
	if (locale === "fr") return fr_events_ticket_show(inputs)
	return en_events_ticket_show(inputs)
});