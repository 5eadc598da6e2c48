/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Your_DashboardInputs */

const en_organiser_your_dashboard = /** @type {(inputs: Organiser_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard`)
};

const es_organiser_your_dashboard = /** @type {(inputs: Organiser_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu panel`)
};

const fr_organiser_your_dashboard = /** @type {(inputs: Organiser_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Your dashboard" |
*
* @param {Organiser_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_your_dashboard = /** @type {((inputs?: Organiser_Your_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Your_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_your_dashboard(inputs)
	if (locale === "fr") return fr_organiser_your_dashboard(inputs)
	return en_organiser_your_dashboard(inputs)
});