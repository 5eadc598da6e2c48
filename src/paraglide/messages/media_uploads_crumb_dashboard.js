/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Crumb_DashboardInputs */

const en_media_uploads_crumb_dashboard = /** @type {(inputs: Media_Uploads_Crumb_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Dashboard`)
};

const es_media_uploads_crumb_dashboard = /** @type {(inputs: Media_Uploads_Crumb_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel del negocio`)
};

const fr_media_uploads_crumb_dashboard = /** @type {(inputs: Media_Uploads_Crumb_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord du commerce`)
};

/**
* | output |
* | --- |
* | "Business Dashboard" |
*
* @param {Media_Uploads_Crumb_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_crumb_dashboard = /** @type {((inputs?: Media_Uploads_Crumb_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Crumb_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_crumb_dashboard(inputs)
	if (locale === "fr") return fr_media_uploads_crumb_dashboard(inputs)
	return en_media_uploads_crumb_dashboard(inputs)
});