/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Confirm_SeatInputs */

const en_dashboard_confirm_seat = /** @type {(inputs: Dashboard_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm seat`)
};

const es_dashboard_confirm_seat = /** @type {(inputs: Dashboard_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar lugar`)
};

const fr_dashboard_confirm_seat = /** @type {(inputs: Dashboard_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer la place`)
};

/**
* | output |
* | --- |
* | "Confirm seat" |
*
* @param {Dashboard_Confirm_SeatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_confirm_seat = /** @type {((inputs?: Dashboard_Confirm_SeatInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Confirm_SeatInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_confirm_seat(inputs)
	if (locale === "fr") return fr_dashboard_confirm_seat(inputs)
	return en_dashboard_confirm_seat(inputs)
});