/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_JoinedInputs */

const en_dashboard_waitlist_joined = /** @type {(inputs: Dashboard_Waitlist_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a seat frees up while you are first in line, we hold it for you and email you.`)
};

const es_dashboard_waitlist_joined = /** @type {(inputs: Dashboard_Waitlist_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si se libera un lugar cuando seas el primero de la lista, te lo reservamos y te avisamos por correo.`)
};

const fr_dashboard_waitlist_joined = /** @type {(inputs: Dashboard_Waitlist_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une place se libère quand vous êtes premier sur la liste, nous vous la réservons et vous prévenons par e-mail.`)
};

/**
* | output |
* | --- |
* | "If a seat frees up while you are first in line, we hold it for you and email you." |
*
* @param {Dashboard_Waitlist_JoinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_joined = /** @type {((inputs?: Dashboard_Waitlist_JoinedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_JoinedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_joined(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_joined(inputs)
	return en_dashboard_waitlist_joined(inputs)
});