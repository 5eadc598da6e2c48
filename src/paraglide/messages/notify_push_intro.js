/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_IntroInputs */

const en_notify_push_intro = /** @type {(inputs: Notify_Push_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the guide's notifications on this device, even when the site is closed. Your quiet hours and notification choices apply.`)
};

const es_notify_push_intro = /** @type {(inputs: Notify_Push_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibe las notificaciones de la guía en este dispositivo, aunque el sitio esté cerrado. Se respetan tus horas de silencio y tus preferencias de notificación.`)
};

const fr_notify_push_intro = /** @type {(inputs: Notify_Push_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevez les notifications du guide sur cet appareil, même quand le site est fermé. Vos heures calmes et vos choix de notifications s’appliquent.`)
};

/**
* | output |
* | --- |
* | "Get the guide's notifications on this device, even when the site is closed. Your quiet hours and notification choices apply." |
*
* @param {Notify_Push_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_intro = /** @type {((inputs?: Notify_Push_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_intro(inputs)
	if (locale === "fr") return fr_notify_push_intro(inputs)
	return en_notify_push_intro(inputs)
});