/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_ReportInputs */

const en_admin_activity_report = /** @type {(inputs: Admin_Activity_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review reported`)
};

const es_admin_activity_report = /** @type {(inputs: Admin_Activity_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseña denunciada`)
};

const fr_admin_activity_report = /** @type {(inputs: Admin_Activity_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis signalé`)
};

/**
* | output |
* | --- |
* | "Review reported" |
*
* @param {Admin_Activity_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_report = /** @type {((inputs?: Admin_Activity_ReportInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_ReportInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_report(inputs)
	if (locale === "fr") return fr_admin_activity_report(inputs)
	return en_admin_activity_report(inputs)
});