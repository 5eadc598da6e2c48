/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deadline: NonNullable<unknown> }} Alerts_N_Waitlist_BodyInputs */

const en_alerts_n_waitlist_body = /** @type {(inputs: Alerts_N_Waitlist_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hold it for you until ${i?.deadline}. Confirm it on the event page.`)
};

const es_alerts_n_waitlist_body = /** @type {(inputs: Alerts_N_Waitlist_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te lo guardamos hasta el ${i?.deadline}. Confírmalo en la página del evento.`)
};

const fr_alerts_n_waitlist_body = /** @type {(inputs: Alerts_N_Waitlist_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous la gardons jusqu’au ${i?.deadline}. Confirmez-la sur la page de l’événement.`)
};

/**
* | output |
* | --- |
* | "We hold it for you until {deadline}. Confirm it on the event page." |
*
* @param {Alerts_N_Waitlist_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_waitlist_body = /** @type {((inputs: Alerts_N_Waitlist_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Waitlist_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_waitlist_body(inputs)
	if (locale === "fr") return fr_alerts_n_waitlist_body(inputs)
	return en_alerts_n_waitlist_body(inputs)
});