/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_When_UpcomingInputs */

const en_admin_when_upcoming = /** @type {(inputs: Admin_When_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

const es_admin_when_upcoming = /** @type {(inputs: Admin_When_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos`)
};

const fr_admin_when_upcoming = /** @type {(inputs: Admin_When_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À venir`)
};

/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Admin_When_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_when_upcoming = /** @type {((inputs?: Admin_When_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_When_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_when_upcoming(inputs)
	if (locale === "fr") return fr_admin_when_upcoming(inputs)
	return en_admin_when_upcoming(inputs)
});