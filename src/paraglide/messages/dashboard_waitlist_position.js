/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Dashboard_Waitlist_PositionInputs */

const en_dashboard_waitlist_position = /** @type {(inputs: Dashboard_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are #${i?.position} on the waitlist`)
};

const es_dashboard_waitlist_position = /** @type {(inputs: Dashboard_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres el n.º ${i?.position} en la lista de espera`)
};

const fr_dashboard_waitlist_position = /** @type {(inputs: Dashboard_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes n°${i?.position} sur la liste d’attente`)
};

/**
* | output |
* | --- |
* | "You are #{position} on the waitlist" |
*
* @param {Dashboard_Waitlist_PositionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_position = /** @type {((inputs: Dashboard_Waitlist_PositionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_PositionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_position(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_position(inputs)
	return en_dashboard_waitlist_position(inputs)
});