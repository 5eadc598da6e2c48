/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Members_OnlyInputs */

const en_dashboard_members_only = /** @type {(inputs: Dashboard_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const es_dashboard_members_only = /** @type {(inputs: Dashboard_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para socios`)
};

const fr_dashboard_members_only = /** @type {(inputs: Dashboard_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Dashboard_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_members_only = /** @type {((inputs?: Dashboard_Members_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Members_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_members_only(inputs)
	if (locale === "fr") return fr_dashboard_members_only(inputs)
	return en_dashboard_members_only(inputs)
});