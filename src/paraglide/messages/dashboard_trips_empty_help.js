/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trips_Empty_HelpInputs */

const en_dashboard_trips_empty_help = /** @type {(inputs: Dashboard_Trips_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan a day in Harlem and press Save to My Trips: the plan will wait for you here.`)
};

const es_dashboard_trips_empty_help = /** @type {(inputs: Dashboard_Trips_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planea un día en Harlem y pulsa Guardar en Mis viajes: el plan te estará esperando aquí.`)
};

const fr_dashboard_trips_empty_help = /** @type {(inputs: Dashboard_Trips_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparez une journée à Harlem et appuyez sur Enregistrer dans Mes voyages : le programme vous attendra ici.`)
};

/**
* | output |
* | --- |
* | "Plan a day in Harlem and press Save to My Trips: the plan will wait for you here." |
*
* @param {Dashboard_Trips_Empty_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trips_empty_help = /** @type {((inputs?: Dashboard_Trips_Empty_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trips_Empty_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trips_empty_help(inputs)
	if (locale === "fr") return fr_dashboard_trips_empty_help(inputs)
	return en_dashboard_trips_empty_help(inputs)
});