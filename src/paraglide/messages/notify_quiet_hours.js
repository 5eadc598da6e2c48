/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Quiet_HoursInputs */

const en_notify_quiet_hours = /** @type {(inputs: Notify_Quiet_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours`)
};

const es_notify_quiet_hours = /** @type {(inputs: Notify_Quiet_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas de silencio`)
};

const fr_notify_quiet_hours = /** @type {(inputs: Notify_Quiet_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures calmes`)
};

/**
* | output |
* | --- |
* | "Quiet hours" |
*
* @param {Notify_Quiet_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_quiet_hours = /** @type {((inputs?: Notify_Quiet_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Quiet_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_quiet_hours(inputs)
	if (locale === "fr") return fr_notify_quiet_hours(inputs)
	return en_notify_quiet_hours(inputs)
});